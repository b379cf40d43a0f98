/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BannerTextSettings, BannerTexts } from './types';

/**
 * The English texts, translated: what an empty text of the settings means (the schema's default for every text is
 * empty, so that a shop in another language gets its translation). A function so that translations loaded before
 * `mount()` apply.
 */
export const defaultTexts = (): BannerTexts => ( {
	label: __( 'Cookie consent', 'shop-consent' ),
	message: __(
		'We use cookies to run this shop and, with your consent, to measure visits and show relevant ads. You can accept all, reject all or choose in the settings.',
		'shop-consent'
	),
	acceptAll: __( 'Accept all', 'shop-consent' ),
	rejectAll: __( 'Reject all', 'shop-consent' ),
	settings: __( 'Settings', 'shop-consent' ),
	save: __( 'Save settings', 'shop-consent' ),
	close: __( 'Close', 'shop-consent' ),
	doNotSell: __(
		'Do not sell or share my personal information',
		'shop-consent'
	),
	privacy: __( 'Privacy policy', 'shop-consent' ),
	modalTitle: __( 'Cookie settings', 'shop-consent' ),
	tabs: {
		strict: {
			title: __( 'Strictly necessary', 'shop-consent' ),
			text: __(
				'These cookies keep the shop working: the cart, checkout, login and this choice. Without them the shop cannot work properly.',
				'shop-consent'
			),
		},
		thirdparty: {
			title: __( 'Third-party', 'shop-consent' ),
			text: __(
				'Statistics such as Google Analytics help us learn how visitors use the shop and where they come from.',
				'shop-consent'
			),
		},
		advanced: {
			title: __( 'Advanced', 'shop-consent' ),
			text: __(
				'Marketing cookies let advertising partners show you relevant ads and measure them.',
				'shop-consent'
			),
		},
	},
} );

const or = ( text: string, fallback: string ) =>
	text.trim() === '' ? fallback : text;

/**
 * The texts as the visitor sees them: the admin's, each empty one replaced by its translated default.
 *
 * @param texts The texts of the settings.
 */
export function visibleTexts( texts: BannerTextSettings ): BannerTexts {
	const defaults = defaultTexts();
	const tabs = { ...defaults.tabs };
	for ( const category of Object.keys( tabs ) as Array<
		keyof typeof tabs
	> ) {
		tabs[ category ] = {
			title: or( texts.tabs[ category ].title, tabs[ category ].title ),
			text: or( texts.tabs[ category ].text, tabs[ category ].text ),
		};
	}
	return {
		...defaults,
		message: or( texts.message, defaults.message ),
		acceptAll: or( texts.acceptAll, defaults.acceptAll ),
		rejectAll: or( texts.rejectAll, defaults.rejectAll ),
		settings: or( texts.settings, defaults.settings ),
		save: or( texts.save, defaults.save ),
		modalTitle: or( texts.modalTitle, defaults.modalTitle ),
		tabs,
	};
}
