/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchExport, logErrorMessage } from './log-api';
import { saveDownload } from './save-download';

export interface ExportButtonProps {
	from: string;
	to: string;
}

/**
 * "Export CSV": downloads every record of the range. The server streams the file; a refusal shows its message.
 *
 * @param props      Component props.
 * @param props.from First day.
 * @param props.to   Last day.
 */
export function ExportButton( { from, to }: ExportButtonProps ) {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const download = async () => {
		setBusy( true );
		setError( null );
		try {
			await saveDownload(
				await fetchExport( from, to ),
				`consent-log-${ from }-to-${ to }.csv`
			);
		} catch ( failure ) {
			setError(
				await logErrorMessage(
					failure,
					__( 'The export failed.', 'shop-consent' )
				)
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="shop-consent-log-export">
			<Button
				variant="secondary"
				onClick={ download }
				isBusy={ busy }
				disabled={ busy }
				accessibleWhenDisabled
				aria-describedby="shop-consent-log-export-help"
			>
				{ __( 'Export CSV', 'shop-consent' ) }
			</Button>
			<p id="shop-consent-log-export-help" className="description">
				{ sprintf(
					/* translators: 1: first day; 2: last day. */
					__(
						'Every record from %1$s to %2$s (UTC days), one line each.',
						'shop-consent'
					),
					from,
					to
				) }
			</p>
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					{ error }
				</Notice>
			) }
		</div>
	);
}
