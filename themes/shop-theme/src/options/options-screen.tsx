/**
 * External dependencies
 */
import { LoadState } from '@shop-bundle/admin-settings/load-state';
import { SaveBar } from '@shop-bundle/admin-settings/save-bar';

/**
 * WordPress dependencies
 */
import {
	Card,
	CardBody,
	CardHeader,
	ToggleControl,
} from '@wordpress/components';

/**
 * Internal dependencies
 */
import { optionGroups } from './option-fields';
import { useThemeOptions } from './use-theme-options';

/**
 * Appearance > Theme options: one toggle with its help per optional behaviour, saved with one button; the outcome
 * is a notice above the button (a refusal names what the server refused).
 */
export function OptionsScreen() {
	const { options, loadError, set, save, saveBar } = useThemeOptions();

	if ( ! options ) {
		return <LoadState error={ loadError } />;
	}

	return (
		<form
			className="shop-theme-options"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			{ optionGroups().map( ( group ) => (
				<Card key={ group.title } style={ { marginBottom: 16 } }>
					<CardHeader>
						<h2 style={ { margin: 0 } }>{ group.title }</h2>
					</CardHeader>
					<CardBody>
						{ group.fields.map( ( field ) => (
							<ToggleControl
								key={ field.key }
								label={ field.label }
								help={ field.help }
								checked={ options[ field.key ] }
								onChange={ ( value ) =>
									set( field.key, value )
								}
							/>
						) ) }
					</CardBody>
				</Card>
			) ) }
			<SaveBar { ...saveBar } />
		</form>
	);
}
