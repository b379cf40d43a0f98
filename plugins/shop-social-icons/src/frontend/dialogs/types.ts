/**
 * What PHP hands the storefront core for the dialogs (`<script type="application/json">` elements) and what the
 * on-demand scripts register.
 */

/** The files of an on-demand handle and its dependencies, in order (ShopSocialIcons\Assets\OnDemandAssets). */
export interface Assets {
	css: Array< { id: string; href: string } >;
	scripts: Array< { id: string; src: string } >;
}

/** `#shop-social-icons-popup-data` (ShopSocialIcons\Popup\PopupPage). */
export interface PopupData {
	/** Seconds after load; 0: no time trigger. */
	delay: number;
	/** Also when the visitor scrolls to the end of the page. */
	onScrollEnd: boolean;
	/** The popup's files; the closed dialog is in the page. */
	assets?: Assets;
	/** Page-cache compatibility: the address that answers the dialog and its files. */
	campaign?: string;
}

/** GET shop-social-icons/v1/popup (ShopSocialIcons\Popup\PopupController). */
export interface Campaign extends Assets {
	content: string;
}

/** `#shop-social-icons-overlays-data` (ShopSocialIcons\Overlays\OverlayData). */
export interface OverlaysData {
	assets: Assets;
	/** The QR encoder's files, loaded for WeChat on a desktop only. */
	qrcode: Assets;
	strings: OverlayStrings;
}

/** The overlays' words, translated by PHP. */
export interface OverlayStrings {
	close: string;
	wechatTitle: string;
	wechatScan: string;
	wechatUrl: string;
	wechatCopy: string;
	wechatCopied: string;
	wechatOpen: string;
	pinterestTitle: string;
	/** `%s`: the pin's description. */
	pinterestPin: string;
	mastodonLabel: string;
	mastodonShare: string;
	mastodonCancel: string;
	mastodonInvalid: string;
}

/** `window.shopSocialIconsPopup`, set by build/popup.js. */
export interface PopupUi {
	open: ( dialog: HTMLDialogElement ) => void;
}

/** The QR encoder, `window.shopSocialIconsQrcode`, set by build/qrcode.js. */
export type QrFactory = typeof import( 'qrcode-generator' );

/** What the WeChat overlay is opened with. */
export interface WeChatRequest {
	url: string;
	strings: OverlayStrings;
	mobile: boolean;
	/** Loads the QR encoder (on a desktop). */
	loadQr: () => Promise< QrFactory | null >;
	/** The control to give the focus back to. */
	opener: HTMLElement;
}

/** What the Pinterest overlay is opened with. */
export interface PinterestRequest {
	url: string;
	strings: OverlayStrings;
	opener: HTMLElement;
}

/** What the Mastodon overlay is opened with. */
export interface MastodonRequest {
	/** The icon's link (mastodonshare.com, carrying the text and address shared). */
	href: string;
	strings: OverlayStrings;
}

/** `window.shopSocialIconsOverlays`, set by build/overlays.js. */
export interface OverlaysUi {
	wechat: ( request: WeChatRequest ) => void;
	pinterest: ( request: PinterestRequest ) => void;
	mastodon: ( request: MastodonRequest ) => void;
}
