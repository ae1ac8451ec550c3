/**
 * The all-in-one bundle: defines every element (dist/photowire.js, one
 * plain <script> tag). Each import is an element file with side effects only.
 */
import "./back-to-top/back-to-top.element.js";
