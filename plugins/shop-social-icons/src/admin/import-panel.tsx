/**
 * External dependencies
 */
import { restErrorMessage } from '@shop-bundle/admin-settings/rest-error-message';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** The import route (ShopSocialIcons\Import\ImportRoute). */
export const IMPORT_PATH = '/shop-social-icons/v1/import/sfsi';

/** What an admin reads for each settings field the import took. */
const fieldNames = (): Record< string, string > => ( {
	share_networks: __( 'share icons', 'shop-social-icons' ),
	follow_networks: __( 'follow icons', 'shop-social-icons' ),
	profiles: __( 'profile addresses', 'shop-social-icons' ),
	shape: __( 'shape', 'shop-social-icons' ),
	size: __( 'size', 'shop-social-icons' ),
	tooltip_effect: __( 'tooltip effect', 'shop-social-icons' ),
	floating_enabled: __( 'floating icons', 'shop-social-icons' ),
	floating_position: __( 'floating position', 'shop-social-icons' ),
	floating_mode: __( 'floating mode', 'shop-social-icons' ),
	floating_networks: __( 'floating networks', 'shop-social-icons' ),
} );

interface ImportAnswer {
	imported: string[];
}

type ImportState =
	| { status: 'idle' | 'running' }
	| { status: 'done'; imported: string[] }
	| { status: 'error'; message: string };

export interface ImportPanelProps {
	/** Called after an import changed the settings, so the tabs read them again. */
	onImported: () => void;
}

/**
 * Offered when Ultimate Social Media Icons left its options: one button copies what maps (networks, profile
 * addresses, shape and size, tooltip effect, floating position) into this plugin's settings.
 *
 * @param props            Component props.
 * @param props.onImported Called after a successful import.
 */
export function ImportPanel( { onImported }: ImportPanelProps ) {
	const [ state, setState ] = useState< ImportState >( { status: 'idle' } );
	const run = async () => {
		setState( { status: 'running' } );
		try {
			const answer = await apiFetch< ImportAnswer >( {
				path: IMPORT_PATH,
				method: 'POST',
			} );
			setState( { status: 'done', imported: answer.imported } );
			onImported();
		} catch ( error ) {
			setState( {
				status: 'error',
				message: restErrorMessage(
					error,
					__( 'The import failed.', 'shop-social-icons' )
				),
			} );
		}
	};
	return (
		<section className="shop-social-icons-import">
			<p>
				{ __(
					'Ultimate Social Media Icons left its settings on this site. Import its networks, profile addresses, shape, size, tooltip effect and floating position?',
					'shop-social-icons'
				) }
			</p>
			{ state.status === 'done' && (
				<Notice status="success" isDismissible={ false }>
					{ state.imported.length
						? __( 'Imported:', 'shop-social-icons' ) +
							' ' +
							state.imported
								.map( ( key ) => fieldNames()[ key ] ?? key )
								.join( ', ' )
						: __(
								'Nothing could be imported.',
								'shop-social-icons'
							) }
				</Notice>
			) }
			{ state.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ state.message }
				</Notice>
			) }
			<Button
				variant="secondary"
				isBusy={ state.status === 'running' }
				disabled={ state.status === 'running' }
				accessibleWhenDisabled
				onClick={ run }
			>
				{ __(
					'Import from Ultimate Social Media Icons',
					'shop-social-icons'
				) }
			</Button>
		</section>
	);
}
