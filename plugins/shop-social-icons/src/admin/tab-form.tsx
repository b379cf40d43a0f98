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
import { useFadingResult } from './use-fading-result';

/** The button while a save runs: the spec's text, with three full stops. */
const savingLabel = () =>
	// eslint-disable-next-line @wordpress/i18n-ellipsis
	__( 'Saving...', 'shop-social-icons' );

export interface TabFormProps< Value > {
	/** The option in /wp/v2/settings the tab edits. */
	option: string;
	/** Draws the tab's fields. */
	children: ( props: TabProps< Value > ) => JSX.Element;
}

/**
 * One tab's form: reads its option when the tab opens (so it starts from what another tab saved), saves it with
 * its own button ('Saving...' while the request runs) and shows its own success or error message, in the server's
 * words, fading after 5 s.
 *
 * @param props          Component props.
 * @param props.option   The option's name.
 * @param props.children The fields.
 */
export function TabForm< Value >( {
	option,
	children,
}: TabFormProps< Value > ) {
	const { value, loadError, update, save, isSaving, result, dismissResult } =
		useWpSetting< Value >( option, {
			loadFailed: __(
				'The settings could not be loaded.',
				'shop-social-icons'
			),
			saveFailed: __(
				'The settings could not be saved.',
				'shop-social-icons'
			),
		} );
	const schema = useSettingSchema( option );
	const fading = useFadingResult( result, dismissResult );
	const label = isSaving
		? savingLabel()
		: __( 'Save changes', 'shop-social-icons' );

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
			<div
				className={
					'shop-social-icons-save' + ( fading ? ' is-fading' : '' )
				}
			>
				<SaveBar
					result={ result }
					onDismiss={ dismissResult }
					isSaving={ isSaving }
					savedMessage={ __(
						'Settings saved.',
						'shop-social-icons'
					) }
					label={ label }
				/>
			</div>
		</form>
	);
}
