/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ThemeOptions } from './types';

/** One toggle of the screen. */
export interface OptionField {
	key: keyof ThemeOptions;
	label: string;
	help: string;
}

/** A titled group of toggles. */
export interface OptionGroup {
	title: string;
	fields: OptionField[];
}

/**
 * The toggles, grouped as a shop owner thinks of them. The help says what each costs or gives, since the two
 * that are off by default are off for a reason.
 */
export const optionGroups = (): OptionGroup[] => [
	{
		title: __( 'Page behaviour', 'shop-theme' ),
		fields: [
			{
				key: 'preloader',
				label: __( 'Pre-loader', 'shop-theme' ),
				help: __(
					'Covers the page with a loading overlay until it has loaded (never longer than 2 seconds). Off by default: it delays the moment the page becomes visible.',
					'shop-theme'
				),
			},
			{
				key: 'reload_on_resize',
				label: __( 'Reload on resize', 'shop-theme' ),
				help: __(
					'Reloads the page when a desktop browser window is resized between 321 and 990 pixels wide. Off by default: a reload loses what a shopper has typed.',
					'shop-theme'
				),
			},
			{
				key: 'back_to_top',
				label: __( 'Back to top button', 'shop-theme' ),
				help: __(
					'Shows a button after 200 pixels of scrolling that scrolls back to the top.',
					'shop-theme'
				),
			},
			{
				key: 'sticky_sidebars',
				label: __( 'Sticky sidebars', 'shop-theme' ),
				help: __(
					'Keeps the blog and shop sidebars in view while scrolling, on screens at least 1024 pixels wide.',
					'shop-theme'
				),
			},
		],
	},
	{
		title: __( 'Shop buttons', 'shop-theme' ),
		fields: [
			{
				key: 'tooltips',
				label: __( 'Tooltips', 'shop-theme' ),
				help: __(
					'Names the add to cart, quick view and wishlist buttons in a tooltip on hover and focus.',
					'shop-theme'
				),
			},
			{
				key: 'quick_view',
				label: __( 'Quick view', 'shop-theme' ),
				help: __(
					'Adds a button to product cards that opens the product in a dialog, with its images, price and add to cart.',
					'shop-theme'
				),
			},
			{
				key: 'wishlist',
				label: __( 'Wishlist', 'shop-theme' ),
				help: __(
					'Lets shoppers keep products in a wishlist: in the browser for guests, in their account when logged in.',
					'shop-theme'
				),
			},
		],
	},
];
