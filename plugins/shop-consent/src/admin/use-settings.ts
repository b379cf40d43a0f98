/**
 * External dependencies
 */
import type { SaveBarProps } from '@shop-bundle/admin-settings/save-bar';
import { useWpSetting } from '@shop-bundle/admin-settings/use-wp-setting';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SaveResult, SettingsUpdater, ShopConsentSettings } from './types';

/** Name of the option in /wp/v2/settings. */
export const OPTION = 'shop_consent_settings';

export interface UseSettings {
	/** The settings being edited; null until loaded (or when loading failed). */
	settings: ShopConsentSettings | null;
	/** Message when the settings could not be loaded. */
	loadError: string | null;
	update: SettingsUpdater;
	/** Sends the edited settings; on failure the edits stay as they are. */
	save: () => Promise< void >;
	isSaving: boolean;
	result: SaveResult;
	/** Forgets the last save result (closes its notice). */
	dismissResult: () => void;
	/** The form's foot: `<SaveBar { ...saveBar } />`. */
	saveBar: SaveBarProps;
}

/**
 * Reads `shop_consent_settings` from /wp/v2/settings and writes it back, validated by its registered schema.
 */
export function useSettings(): UseSettings {
	const { value, ...setting } = useWpSetting< ShopConsentSettings >( OPTION, {
		loadFailed: __( 'The settings could not be loaded.', 'shop-consent' ),
		saveFailed: __( 'The settings could not be saved.', 'shop-consent' ),
		saved: __( 'Settings saved.', 'shop-consent' ),
		saveLabel: __( 'Save changes', 'shop-consent' ),
	} );
	return { settings: value, ...setting };
}
