import axios from 'axios';

/** axios for every learner frame, served by us like React (react.ts). */
Object.assign(window, { axios });
