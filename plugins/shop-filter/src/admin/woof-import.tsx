/**
 * External dependencies
 */
import { ActionButton } from '@shop-bundle/admin-settings/action-button';
import { OutcomeNotice } from '@shop-bundle/admin-settings/outcome-notice';
import { useAction } from '@shop-bundle/admin-settings/use-action';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { WoofImportReport } from './woof-import-report';
import type { FilterSettings, ImportPreview } from './types';

export const IMPORT_PATH = '/shop-filter/v1/settings/import';

export interface WoofImportProps {
	/** Takes the settings as stored after the import. */
	onImported: ( settings: FilterSettings ) => void;
}

/**
 * Offers to take over the replaced plugin's (HUSKY / WOOF) settings; shows nothing on a site it never ran on, or
 * when the preview cannot be read (nothing to offer then).
 *
 * @param props            Where the imported settings go.
 * @param props.onImported
 */
export function WoofImport( { onImported }: WoofImportProps ) {
	const [ preview, setPreview ] = useState< ImportPreview | null >( null );
	const importing = useAction(
		async () => {
			const answer = await apiFetch< { settings: FilterSettings } >( {
				path: IMPORT_PATH,
				method: 'POST',
			} );
			onImported( answer.settings );
		},
		__( 'The settings could not be imported.', 'shop-filter' )
	);

	useEffect( () => {
		let active = true;
		apiFetch< ImportPreview >( { path: IMPORT_PATH } )
			.then( ( answer ) => active && setPreview( answer ) )
			.catch( () => undefined );
		return () => {
			active = false;
		};
	}, [] );

	if ( ! preview?.available ) {
		return null;
	}

	return (
		<Card className="shop-filter-settings__card">
			<CardHeader>
				<h2>{ __( 'HUSKY (WOOF) settings', 'shop-filter' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'This site has settings of the HUSKY (WOOF) product filter. Import takes over its ajax, autosubmit, overlay, counts and empty-term choices, and the filters it showed become the default filters; the other settings stay as they are.',
						'shop-filter'
					) }
				</p>
				{ preview.report && (
					<WoofImportReport report={ preview.report } />
				) }
				<OutcomeNotice
					result={ importing.result }
					onDismiss={ importing.dismiss }
					success={ () =>
						__( 'HUSKY (WOOF) settings imported.', 'shop-filter' )
					}
				/>
				<ActionButton action={ importing }>
					{ __( 'Import HUSKY (WOOF) settings', 'shop-filter' ) }
				</ActionButton>
			</CardBody>
		</Card>
	);
}
