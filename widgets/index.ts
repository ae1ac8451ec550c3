/**
 * The all-in-one bundle: defines every element (dist/photowire.js, one
 * plain <script> tag). Each import is an element file with side effects only.
 */
import "./back-to-top/back-to-top.element.js";
import "./viewer/photo-viewer.element.js";
import "./login-status/login-status.element.js";
import "./account/login-form.element.js";
import "./account/login-handoff.element.js";
import "./share/share-bar.element.js";
import "./app-download/app-download.element.js";
import "./like-collect/like-button.element.js";
import "./like-collect/collect-button.element.js";
import "./video-comments/video-comments.element.js";
import "./account/verify-code-button.element.js";
import "./account/register-form.element.js";
import "./account/forget-password-form.element.js";
import "./account/profile-form.element.js";
import "./account/password-form.element.js";
import "./account/certificate-form.element.js";
import "./account/bank-form.element.js";
import "./account/bind-account.element.js";
import "./member-center/member-center.element.js";
import "./member-center/edition-guard.element.js";
import "./search/search-box.element.js";
import "./search/search-results.element.js";
import "./chat/chat-panel.element.js";
import "./service-console/service-console.element.js";
import "./staff-console/staff-console.element.js";
import "./photographer/photographer-form.element.js";
import "./upload/upload.element.js";
import "./contribution/contribution-form.element.js";
import "./download/download-button.element.js";
import "./visit-stats/visit-stats.element.js";
