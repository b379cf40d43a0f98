/** Ids of the data PHP prints (ShopSocialIcons\Popup\PopupPage, ShopSocialIcons\Overlays\OverlayData). */
export const POPUP_DATA_ID = 'shop-social-icons-popup-data';
export const OVERLAYS_DATA_ID = 'shop-social-icons-overlays-data';
