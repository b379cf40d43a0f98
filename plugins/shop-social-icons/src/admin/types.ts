/**
 * The options the settings screen edits, as /wp/v2/settings answers them (PHP's schemas are the one source of their
 * keys, defaults and rules), and what the admin page hands the app.
 */

export type TooltipEffect = 'fade_in' | 'scale' | 'combo';

export type FloatingPosition =
	| 'top-left'
	| 'top-right'
	| 'center-top'
	| 'center-left'
	| 'center-right'
	| 'bottom-left'
	| 'bottom-right';

/** `shop_social_icons_settings`. The optional fields exist once the storefront core's schema has them. */
export interface IconSettings {
	share_networks: string[];
	follow_networks: string[];
	profiles: Record< string, string >;
	newsletter_url: string;
	shape: 'round' | 'rounded' | 'square';
	size: number;
	colour_mode: 'brand' | 'custom' | 'text';
	icon_colour: string;
	background_colour: string;
	auto_placement: 'none' | 'before' | 'after' | 'both';
	auto_post_types: string[];
	tooltip_effect?: TooltipEffect;
	floating_enabled?: boolean;
	floating_position?: FloatingPosition;
	floating_mode?: 'follow' | 'sticky';
	floating_networks?: string[];
}

/** `shop_social_icons_popup`. */
export interface PopupSettings {
	enabled: boolean;
	text: string;
	show_share_icons: boolean;
	delay_seconds: number;
	on_scroll_end: boolean;
	cache_compat: boolean;
	border_colour: string;
	border_thickness: number;
	background_colour: string;
	font: string;
	font_style: 'normal' | 'italic' | 'bold';
	font_size: number;
	font_colour: string;
	shadow: boolean;
}

/** `shop_social_icons_newsletter`. */
export interface NewsletterSettings {
	heading: string;
	button_label: string;
	ask_name: boolean;
	consent_text: string;
	success_message: string;
	confirmed_message: string;
	redirect_url: string;
}

/** A network the screen offers: its key and what an admin reads. */
export interface NetworkChoice {
	key: string;
	label: string;
}

/** Printed by ShopSocialIcons\Admin\AdminPage as `shopSocialIconsAdmin`. */
export interface AdminData {
	share: NetworkChoice[];
	follow: NetworkChoice[];
	/** The follow networks that take a profile URL. */
	profiles: NetworkChoice[];
	/** Whether Ultimate Social Media Icons left its options behind. */
	canImport: boolean;
}

/** What a tab edits: the option's value and a function that changes it. */
export interface TabProps< Value > {
	value: Value;
	update: ( change: ( current: Value ) => Value ) => void;
}

/** The option names in /wp/v2/settings. */
export const OPTIONS = {
	icons: 'shop_social_icons_settings',
	popup: 'shop_social_icons_popup',
	newsletter: 'shop_social_icons_newsletter',
} as const;
