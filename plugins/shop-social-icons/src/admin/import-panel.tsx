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
	const importing = useAction(
		async () => {
			const answer = await apiFetch< ImportAnswer >( {
				path: IMPORT_PATH,
				method: 'POST',
			} );
			onImported();
			return answer.imported;
		},
		__( 'The import failed.', 'shop-social-icons' )
	);
	return (
		<section className="shop-social-icons-import">
			<p>
				{ __(
					'Ultimate Social Media Icons left its settings on this site. Import its networks, profile addresses, shape, size, tooltip effect and floating position?',
					'shop-social-icons'
				) }
			</p>
			<OutcomeNotice
				result={ importing.result }
				success={ ( imported = [] ) =>
					imported.length
						? __( 'Imported:', 'shop-social-icons' ) +
							' ' +
							imported
								.map( ( key ) => fieldNames()[ key ] ?? key )
								.join( ', ' )
						: __(
								'Nothing could be imported.',
								'shop-social-icons'
							)
				}
			/>
			<ActionButton action={ importing }>
				{ __(
					'Import from Ultimate Social Media Icons',
					'shop-social-icons'
				) }
			</ActionButton>
		</section>
	);
}
