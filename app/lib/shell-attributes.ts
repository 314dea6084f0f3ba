/** The menu button's attribute: the site shell opens the phone menu (mobile-menu.tsx) when it is pressed. */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';
/** The music button's attribute: the site shell opens the music player when it is pressed. */
export const MUSIC_BUTTON_ATTRIBUTE = 'data-music-button';
