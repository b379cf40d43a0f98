/**
 * External dependencies
 */
import { LoadState } from '@shop-bundle/admin-settings/load-state';
import { SaveBar } from '@shop-bundle/admin-settings/save-bar';
import {
	SettingSchema,
	useSettingSchema,
} from '@shop-bundle/admin-settings/setting-schema';
import { useWpSetting } from '@shop-bundle/admin-settings/use-wp-setting';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TabProps } from './types';

export interface TabFormProps< Value > {
	/** The option in /wp/v2/settings the tab edits. */
	option: string;
	/** Draws the tab's fields. */
	children: ( props: TabProps< Value > ) => JSX.Element;
}

/**
 * One tab's form: reads its option when the tab opens (so it starts from what another tab saved), saves it with
 * its own button and shows its own success or error message, in the server's words. Button and notice are the
 * bundle's one voice (`SaveBar`: "Save changes", busy while the request runs; the notice stays until dismissed).
 *
 * @param props          Component props.
 * @param props.option   The option's name.
 * @param props.children The fields.
 */
export function TabForm< Value >( {
	option,
	children,
}: TabFormProps< Value > ) {
	const { value, loadError, update, save, saveBar } = useWpSetting< Value >(
		option,
		{
			loadFailed: __(
				'The settings could not be loaded.',
				'shop-social-icons'
			),
			saveFailed: __(
				'The settings could not be saved.',
				'shop-social-icons'
			),
			saved: __( 'Settings saved.', 'shop-social-icons' ),
			saveLabel: __( 'Save changes', 'shop-social-icons' ),
		}
	);
	const schema = useSettingSchema( option );

	if ( value === null ) {
		return <LoadState error={ loadError } />;
	}
	return (
		// noValidate: the server validates against the schema and its message is shown.
		<form
			className="shop-social-icons-tab"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<SettingSchema.Provider value={ schema }>
				{ children( { value, update } ) }
			</SettingSchema.Provider>
			{ /* A block of its own: the form is a flex column, which would stretch the button across it. */ }
			<div>
				<SaveBar { ...saveBar } />
			</div>
		</form>
	);
}
