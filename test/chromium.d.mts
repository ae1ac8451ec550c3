/** Path of the Chromium binary the tests launch (test/chromium.mjs says which). */
export declare const CHROME: string;
