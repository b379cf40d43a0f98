/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { allowEverything } from './consent-swap';
import { ScanCancelled, scanPages, type PageLoader } from './scan-pages';
import type { FoundItem, ScanPage, ScanProgress } from './types';

export type ScanStatus = 'idle' | 'scanning' | 'done' | 'cancelled';

export interface CookieScanOptions {
	pages: ScanPage[];
	load: PageLoader;
	settleMs: number;
	/** Consent version and record lifetime in force (the admin's record is swapped during the scan). */
	consentVersion: number;
	lifetimeDays: number;
	/** Receives what a finished scan found (a cancelled scan gives nothing). */
	onFound: ( found: FoundItem[] ) => void;
}

export interface CookieScan {
	status: ScanStatus;
	progress: ScanProgress | null;
	failed: ScanPage[];
	start: () => Promise< void >;
	cancel: () => void;
}

/**
 * Runs a scan from the admin's browser: everything allowed for its duration, the pages one after the other, the
 * admin's consent record put back at the end (also on cancel, on error and when the screen goes away).
 *
 * @param options Pages, loader and callbacks.
 */
export function useCookieScan( options: CookieScanOptions ): CookieScan {
	const [ status, setStatus ] = useState< ScanStatus >( 'idle' );
	const [ progress, setProgress ] = useState< ScanProgress | null >( null );
	const [ failed, setFailed ] = useState< ScanPage[] >( [] );
	const controller = useRef< AbortController | null >( null );
	const latest = useRef( options );
	latest.current = options;

	useEffect( () => () => controller.current?.abort(), [] );

	const start = useCallback( async () => {
		const { pages, load, settleMs, consentVersion, lifetimeDays } =
			latest.current;
		const abort = new AbortController();
		controller.current = abort;
		setStatus( 'scanning' );
		setProgress( null );
		setFailed( [] );
		const restore = allowEverything(
			document,
			consentVersion,
			lifetimeDays
		);
		try {
			const result = await scanPages( pages, {
				load,
				settleMs,
				signal: abort.signal,
				onProgress: setProgress,
			} );
			restore();
			setFailed( result.failed );
			latest.current.onFound( result.found );
			setStatus( 'done' );
		} catch ( error ) {
			restore();
			if ( ! ( error instanceof ScanCancelled ) ) {
				throw error;
			}
			setStatus( 'cancelled' );
		}
	}, [] );

	const cancel = useCallback( () => controller.current?.abort(), [] );

	return { status, progress, failed, start, cancel };
}
