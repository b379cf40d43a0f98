/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ScanStatus } from './use-cookie-scan';
import type { ScanPage, ScanProgress } from './types';

/**
 * What the live region says about the scan.
 *
 * @param status   Scan status.
 * @param progress Last progress.
 * @param failed   Pages that could not be read.
 * @param count    Rows in the table.
 */
export function scanStatusMessage(
	status: ScanStatus,
	progress: ScanProgress | null,
	failed: ScanPage[],
	count: number
): string {
	if ( status === 'scanning' ) {
		return progress?.page
			? sprintf(
					/* translators: 1: page number, 2: number of pages, 3: page name. */
					__( 'Scanning page %1$d of %2$d: %3$s…', 'shop-consent' ),
					progress.done + 1,
					progress.total,
					progress.page.label
				)
			: __( 'Scanning…', 'shop-consent' );
	}
	if ( status === 'cancelled' ) {
		return __(
			'Scan cancelled. The table shows the list as it was.',
			'shop-consent'
		);
	}
	if ( status !== 'done' ) {
		return '';
	}
	const found = sprintf(
		/* translators: 1: number of items, 2: number of pages. */
		_n(
			'Scan finished: %1$d item listed after scanning %2$d pages.',
			'Scan finished: %1$d items listed after scanning %2$d pages.',
			count,
			'shop-consent'
		),
		count,
		progress?.total ?? 0
	);
	if ( ! failed.length ) {
		return found;
	}
	return `${ found } ${ sprintf(
		/* translators: %s: list of page names. */
		__( 'Could not read: %s.', 'shop-consent' ),
		failed.map( ( page ) => page.label ).join( ', ' )
	) }`;
}
