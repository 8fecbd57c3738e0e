/** Where the account pages live (spec §2); the tabs are the last path segment. */
export const ACCOUNT_SETTINGS_PATH = '/pages/account-settings';
export const USER_PROFILE_PATH = '/pages/user-profile';
