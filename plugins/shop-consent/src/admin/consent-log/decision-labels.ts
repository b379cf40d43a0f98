/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ChartSeries } from '../charts/types';
import type { DecisionKind } from './types';

/** The visible name of each decision kind. */
export const decisionLabels = (): Record< DecisionKind, string > => ( {
	accept_all: __( 'Accept all', 'shop-consent' ),
	custom: __( 'Custom', 'shop-consent' ),
	reject: __( 'Reject', 'shop-consent' ),
} );

/**
 * The visible name of what started a decision (`LogController::SOURCES`); the CSV keeps the raw value.
 */
export const sourceLabels = (): Record< string, string > => ( {
	banner: __( 'Banner', 'shop-consent' ),
	settings: __( 'Settings', 'shop-consent' ),
	close: __( 'Close button', 'shop-consent' ),
	auto: __( 'Auto-accept', 'shop-consent' ),
	link: __( 'Link', 'shop-consent' ),
	api: __( 'API', 'shop-consent' ),
	migrated: __( 'Migrated from GDPR Cookie Compliance', 'shop-consent' ),
} );

/**
 * The chart's series, stacked bottom up; colours from the admin palette, apart in lightness as well as hue so
 * they also differ in grey.
 */
export const decisionSeries = (): ChartSeries[] => {
	const labels = decisionLabels();
	return [
		{ key: 'accept_all', label: labels.accept_all, colour: '#2271b1' },
		{ key: 'custom', label: labels.custom, colour: '#f0c33c' },
		{ key: 'reject', label: labels.reject, colour: '#3c434a' },
	];
};
