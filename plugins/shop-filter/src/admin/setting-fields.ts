/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FilterSwitch } from './types';

/** One toggle of the screen. */
export interface SwitchField {
	key: FilterSwitch;
	label: string;
	help: string;
}

/** The behaviour toggles, in the order a shop owner meets them. */
export const switchFields = (): SwitchField[] => [
	{
		key: 'ajax',
		label: __( 'Update without reloading the page', 'shop-filter' ),
		help: __(
			'Products, counts and the address change in place. Off: every change loads the filtered page (links work the same).',
			'shop-filter'
		),
	},
	{
		key: 'autosubmit',
		label: __( 'Filter as soon as something is chosen', 'shop-filter' ),
		help: __(
			'Off: shoppers choose several filters, then press the Filter button.',
			'shop-filter'
		),
	},
	{
		key: 'overlay',
		label: __( 'Loading overlay', 'shop-filter' ),
		help: __(
			'Dims the products while an update is on its way.',
			'shop-filter'
		),
	},
	{
		key: 'hide_empty',
		label: __( 'Hide choices that match nothing', 'shop-filter' ),
		help: __(
			'Off: they stay visible with (0) and cannot be chosen.',
			'shop-filter'
		),
	},
	{
		key: 'show_counts',
		label: __( 'Show counts', 'shop-filter' ),
		help: __(
			'How many products each choice would show, with the rest of the selection kept.',
			'shop-filter'
		),
	},
];
