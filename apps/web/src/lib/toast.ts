/**
 * The app's one source of `toast`. It is react-hot-toast's headless core (its styled <Toaster>
 * costs 3 KB more of the home page's 120 KB budget), and the headless build keeps its own store:
 * a `toast` imported from 'react-hot-toast' itself would never be shown.
 */
export { toast } from 'react-hot-toast/headless';
