/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { restErrorMessage } from './rest-error-message';
import type { ActionResult } from './types';

export interface Action< Value > {
	/** Runs the action (the last outcome forgotten first). */
	start: () => Promise< void >;
	/** The action is running. */
	busy: boolean;
	/** What the last run answered, or why it failed in the server's words. */
	result: ActionResult< Value >;
	/** Forgets the last outcome (closes its notice). */
	dismiss: () => void;
}

/**
 * An admin action behind a button (an import of the replaced plugin's settings): busy while it runs, then its answer
 * or its failure, for `OutcomeNotice`.
 *
 * @param run    The action; what it resolves to is the success's value, a rejection its failure.
 * @param failed The message when a failure carries none, translated by the caller.
 */
export function useAction< Value >(
	run: () => Promise< Value >,
	failed: string
): Action< Value > {
	const [ busy, setBusy ] = useState( false );
	const [ result, setResult ] = useState< ActionResult< Value > >( {
		status: 'idle',
	} );
	const start = async () => {
		setBusy( true );
		setResult( { status: 'idle' } );
		try {
			setResult( { status: 'success', value: await run() } );
		} catch ( error ) {
			setResult( {
				status: 'error',
				message: restErrorMessage( error, failed ),
			} );
		} finally {
			setBusy( false );
		}
	};
	const dismiss = useCallback( () => setResult( { status: 'idle' } ), [] );
	return { start, busy, result, dismiss };
}
