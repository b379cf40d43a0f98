/**
 * The form's states (spec 4, "Product filter"), without the DOM: what an event changes and what to do next.
 */

export interface FormState {
	/** Page number, 1-based. */
	page: number;
	/** A submit is in flight: a second one waits. */
	locked: boolean;
	/** A change came while locked: submit again once drawn. */
	pending: boolean;
}

export type FormEvent =
	| { type: 'change' }
	| { type: 'submit' }
	| { type: 'page'; page: number }
	| { type: 'drawn' }
	| { type: 'failed' }
	| { type: 'restored' };

/** `submit`: send the form now; `none`: nothing to do. */
export type Effect = 'submit' | 'none';

export const INITIAL_STATE: FormState = {
	page: 1,
	locked: false,
	pending: false,
};

/**
 * The next state and its effect.
 *
 * @param state      Current state.
 * @param event      What happened.
 * @param autosubmit Whether a change submits by itself.
 */
export function transition(
	state: FormState,
	event: FormEvent,
	autosubmit: boolean
): { state: FormState; effect: Effect } {
	switch ( event.type ) {
		case 'change':
			// A change resets the page number to 1; with autosubmit the form submits.
			return autosubmit
				? submit( { ...state, page: 1 } )
				: { state: { ...state, page: 1 }, effect: 'none' };
		case 'submit':
			return submit( state );
		case 'page':
			return submit( { ...state, page: Math.max( 1, event.page ) } );
		case 'drawn':
			// The lock is released when the answer is drawn; a change made meanwhile is sent now.
			return state.pending
				? {
						state: { ...state, locked: true, pending: false },
						effect: 'submit',
					}
				: { state: { ...state, locked: false }, effect: 'none' };
		case 'failed':
		case 'restored':
			return {
				state: { ...state, locked: false, pending: false },
				effect: 'none',
			};
	}
	return { state, effect: 'none' };
}

/**
 * Submits unless a submit is in flight (then remembers it).
 *
 * @param state State.
 */
function submit( state: FormState ): { state: FormState; effect: Effect } {
	if ( state.locked ) {
		return { state: { ...state, pending: true }, effect: 'none' };
	}
	return { state: { ...state, locked: true }, effect: 'submit' };
}
