/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import type {
	ConsentActions,
	ConsentChange,
	ConsentController,
	Decision,
	PageEffects,
	PublicSettings,
} from './types';

/** Event dispatched on `document` after every change, with a `ConsentChange` as detail. */
export const CHANGE_EVENT = 'shop-consent:change';

/** The decisions' side of the controller. */
export interface DecisionQueue {
	/** Applies a decision after the ones before it (the actions' cookie, log, clearing, reload), then tells. */
	apply: ( decision: Decision ) => void;
	onChange: ConsentController[ 'onChange' ];
}

/**
 * Decisions take effect in order, each after the previous one's cookie was written; the listeners (those listening
 * when it was taken) and the page (`shop-consent:change`) hear of it once the cookie holds it, so the statistics
 * beacon sends its id. Part of the controller (`consent-controller.ts`), which decides what is in force at once.
 *
 * @param settings    Public settings.
 * @param env         Browser.
 * @param effects     The page's effects, handed to the actions.
 * @param loadActions Loads the actions; null when their script failed.
 */
export function createDecisionQueue(
	settings: PublicSettings,
	env: ControllerEnv,
	effects: PageEffects,
	loadActions: () => Promise< ConsentActions | null >
): DecisionQueue {
	const listeners = new Set< ( change: ConsentChange ) => void >();
	let applied: Promise< unknown > = Promise.resolve();

	return {
		apply( decision ) {
			const change: ConsentChange = {
				categories: { ...decision.next },
				previous: decision.previous,
			};
			const told = [ ...listeners ];
			applied = applied
				.then( loadActions )
				.then( ( actions ) => {
					actions?.applyDecision( decision, settings, env, effects );
					told.forEach( ( listener ) => listener( change ) );
					env.win.document.dispatchEvent(
						new CustomEvent( CHANGE_EVENT, { detail: change } )
					);
				} )
				.catch( ( error ) => warn( 'consent decision failed', error ) );
		},
		onChange( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
