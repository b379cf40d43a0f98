/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SETTINGS_ELEMENT_ID } from '../frontend/settings';
import type { BannerPosition, BannerSettings } from './types';

const POSITIONS: BannerPosition[] = [
	'bottom',
	'top',
	'bottom-left',
	'bottom-right',
];

/**
 * The English defaults, translated: a function so that translations loaded before `mount()` apply.
 */
export const defaultBannerSettings = (): BannerSettings => ( {
	texts: {
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
	},
	colours: {
		background: '#1e1e1e',
		text: '#ffffff',
		button: '#ffffff',
		buttonText: '#1e1e1e',
	},
	position: 'bottom',
} );

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Takes `value` where it has the shape of `defaults`: non-empty strings over strings, objects field by field.
 *
 * @param defaults The default, also the schema.
 * @param value    What the page gave.
 */
function merge< T >( defaults: T, value: unknown ): T {
	if ( isRecord( defaults ) ) {
		const out: Record< string, unknown > = { ...defaults };
		if ( isRecord( value ) ) {
			for ( const key of Object.keys( defaults ) ) {
				out[ key ] = merge( defaults[ key ], value[ key ] );
			}
		}
		return out as T;
	}
	return typeof value === 'string' && value.trim() !== ''
		? ( value as T )
		: defaults;
}

/**
 * Turns the `banner` field of the settings into complete banner settings; never throws.
 *
 * @param value The field as parsed from the JSON (anything).
 */
export function parseBannerSettings( value: unknown ): BannerSettings {
	const settings = merge( defaultBannerSettings(), value );
	if ( ! POSITIONS.includes( settings.position ) ) {
		settings.position = 'bottom';
	}
	return settings;
}

/**
 * Reads the `banner` field of the settings element of a document.
 *
 * @param doc The page.
 */
export function readBannerSettings( doc: Document ): BannerSettings {
	let value: unknown = null;
	try {
		value = JSON.parse(
			doc.getElementById( SETTINGS_ELEMENT_ID )?.textContent ?? 'null'
		);
	} catch {}
	return parseBannerSettings( isRecord( value ) ? value.banner : null );
}
