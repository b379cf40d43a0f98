/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AppearanceTab } from './appearance-tab';
import { NetworksTab } from './networks-tab';
import { NewsletterTab } from './newsletter-tab';
import { PlacementTab } from './placement-tab';
import { PopupTab } from './popup-tab';
import { TabForm } from './tab-form';
import {
	OPTIONS,
	type AdminData,
	type IconSettings,
	type NewsletterSettings,
	type PopupSettings,
} from './types';

export interface SettingsTab {
	name: string;
	title: string;
	/** The option the tab edits: the tab shows only when /wp/v2/settings has it. */
	option: string;
	render: ( data: AdminData ) => JSX.Element;
}

/**
 * The tabs of the settings screen, in order. Each is its own form over its option.
 */
export const settingsTabs = (): SettingsTab[] => [
	{
		name: 'networks',
		title: __( 'Networks', 'shop-social-icons' ),
		option: OPTIONS.icons,
		render: ( data ) => (
			<TabForm< IconSettings > option={ OPTIONS.icons }>
				{ ( props ) => <NetworksTab { ...props } data={ data } /> }
			</TabForm>
		),
	},
	{
		name: 'appearance',
		title: __( 'Appearance', 'shop-social-icons' ),
		option: OPTIONS.icons,
		render: () => (
			<TabForm< IconSettings > option={ OPTIONS.icons }>
				{ ( props ) => <AppearanceTab { ...props } /> }
			</TabForm>
		),
	},
	{
		name: 'placement',
		title: __( 'Placement', 'shop-social-icons' ),
		option: OPTIONS.icons,
		render: ( data ) => (
			<TabForm< IconSettings > option={ OPTIONS.icons }>
				{ ( props ) => <PlacementTab { ...props } data={ data } /> }
			</TabForm>
		),
	},
	{
		name: 'popup',
		title: __( 'Popup', 'shop-social-icons' ),
		option: OPTIONS.popup,
		render: () => (
			<TabForm< PopupSettings > option={ OPTIONS.popup }>
				{ ( props ) => <PopupTab { ...props } /> }
			</TabForm>
		),
	},
	{
		name: 'newsletter',
		title: __( 'Newsletter', 'shop-social-icons' ),
		option: OPTIONS.newsletter,
		render: () => (
			<TabForm< NewsletterSettings > option={ OPTIONS.newsletter }>
				{ ( props ) => <NewsletterTab { ...props } /> }
			</TabForm>
		),
	},
];
