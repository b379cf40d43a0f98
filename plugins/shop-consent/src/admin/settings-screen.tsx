/**
 * External dependencies
 */
import { LoadState } from '@shop-bundle/admin-settings/load-state';
import { SaveBar } from '@shop-bundle/admin-settings/save-bar';
import {
	SettingSchema,
	useSettingSchema,
} from '@shop-bundle/admin-settings/setting-schema';

/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { settingsTabs } from './settings-tabs';
import { OPTION, useSettings } from './use-settings';
import './settings-screen.scss';

/**
 * The settings screen: one tab per concern over one settings object, saved with one button.
 */
export function SettingsScreen() {
	const { settings, loadError, update, save, saveBar } = useSettings();
	const schema = useSettingSchema( OPTION );

	if ( ! settings ) {
		return <LoadState error={ loadError } />;
	}

	const tabs = settingsTabs();
	return (
		// noValidate: the server validates against the schema and its message is shown.
		<form
			className="shop-consent-settings"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<SettingSchema.Provider value={ schema }>
				<TabPanel
					className="shop-consent-tabs"
					tabs={ tabs.map( ( { name, title } ) => ( {
						name,
						title,
					} ) ) }
				>
					{ ( tab ) => {
						const Tab = tabs.find(
							( { name } ) => name === tab.name
						)?.Component;
						return Tab ? (
							<Tab settings={ settings } update={ update } />
						) : null;
					} }
				</TabPanel>
			</SettingSchema.Provider>
			<SaveBar { ...saveBar } />
		</form>
	);
}
