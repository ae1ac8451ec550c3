/**
 * The all-in-one bundle: defines every element (dist/photowire.js, one
 * plain <script> tag). Each import is an element file with side effects only.
 */
import "./back-to-top/back-to-top.element.js";
import "./login-status/login-status.element.js";
import "./account/login-form.element.js";
import "./share/share-bar.element.js";
import "./like-collect/like-button.element.js";
import "./like-collect/collect-button.element.js";
