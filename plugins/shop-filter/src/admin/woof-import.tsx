/**
 * External dependencies
 */
import { restErrorMessage } from '@shop-bundle/admin-settings/rest-error-message';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
} from '@wordpress/components';
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

type Outcome =
	| { status: 'idle' }
	| { status: 'success' }
	| { status: 'error'; message: string };

/**
 * Offers to take over the replaced plugin's (HUSKY / WOOF) settings; shows nothing on a site it never ran on, or
 * when the preview cannot be read (nothing to offer then).
 *
 * @param props            Where the imported settings go.
 * @param props.onImported
 */
export function WoofImport( { onImported }: WoofImportProps ) {
	const [ preview, setPreview ] = useState< ImportPreview | null >( null );
	const [ isImporting, setIsImporting ] = useState( false );
	const [ outcome, setOutcome ] = useState< Outcome >( { status: 'idle' } );

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

	const importSettings = async () => {
		setIsImporting( true );
		try {
			const answer = await apiFetch< { settings: FilterSettings } >( {
				path: IMPORT_PATH,
				method: 'POST',
			} );
			onImported( answer.settings );
			setOutcome( { status: 'success' } );
		} catch ( error ) {
			setOutcome( {
				status: 'error',
				message: restErrorMessage(
					error,
					__( 'The settings could not be imported.', 'shop-filter' )
				),
			} );
		} finally {
			setIsImporting( false );
		}
	};

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
				{ outcome.status === 'success' && (
					<Notice
						status="success"
						onRemove={ () => setOutcome( { status: 'idle' } ) }
					>
						{ __(
							'HUSKY (WOOF) settings imported.',
							'shop-filter'
						) }
					</Notice>
				) }
				{ outcome.status === 'error' && (
					<Notice
						status="error"
						onRemove={ () => setOutcome( { status: 'idle' } ) }
					>
						{ outcome.message }
					</Notice>
				) }
				<Button
					variant="secondary"
					onClick={ importSettings }
					isBusy={ isImporting }
					disabled={ isImporting }
					accessibleWhenDisabled
				>
					{ __( 'Import HUSKY (WOOF) settings', 'shop-filter' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
