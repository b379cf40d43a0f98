/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BannerTab } from './banner-tab';
import { BlockedEmbedsTab } from './blocked-embeds-tab';
import { CategoriesTab } from './categories-tab';
import { ConsentLogTab } from './consent-log-tab';
import { CookiesTab } from './cookies-tab';
import { ImportTab } from './import-tab';
import { IntegrationsTab } from './integrations-tab';
import { RegionsTab } from './regions-tab';
import { StatisticsTab } from './statistics-tab';
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
		name: 'cookies',
		title: __( 'Cookies', 'shop-consent' ),
		Component: CookiesTab,
	},
	{
		name: 'embeds',
		title: __( 'Blocked embeds', 'shop-consent' ),
		Component: BlockedEmbedsTab,
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
	{
		name: 'statistics',
		title: __( 'Statistics', 'shop-consent' ),
		Component: StatisticsTab,
	},
	{
		name: 'consent-log',
		title: __( 'Consent log', 'shop-consent' ),
		Component: ConsentLogTab,
	},
	{
		name: 'import',
		title: __( 'Import', 'shop-consent' ),
		Component: ImportTab,
	},
];
