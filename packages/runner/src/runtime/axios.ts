import axios from 'axios';

// A learner frame is sandboxed without allow-same-origin, so reading `document.cookie` throws:
// axios must not look for an XSRF cookie on same-origin requests (the api topic's fake API).
axios.defaults.withXSRFToken = false;

/** axios for every learner frame, served by us like React (react.ts). */
Object.assign(window, { axios });
