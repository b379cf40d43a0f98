/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BannerTab } from './banner-tab';
import { CategoriesTab } from './categories-tab';
import { IntegrationsTab } from './integrations-tab';
import { RegionsTab } from './regions-tab';
import type { TabProps } from './types';

export interface SettingsTab {
	name: string;
	title: string;
	Component: ( props: TabProps ) => JSX.Element;
}

/**
 * The tabs of the settings screen, in order.
 */
export const settingsTabs = (): SettingsTab[] => [
	{
		name: 'banner',
		title: __( 'Banner', 'shop-consent' ),
		Component: BannerTab,
	},
	{
		name: 'categories',
		title: __( 'Categories and scripts', 'shop-consent' ),
		Component: CategoriesTab,
	},
	{
		name: 'integrations',
		title: __( 'Integrations', 'shop-consent' ),
		Component: IntegrationsTab,
	},
	{
		name: 'regions',
		title: __( 'Regions and privacy', 'shop-consent' ),
		Component: RegionsTab,
	},
];
