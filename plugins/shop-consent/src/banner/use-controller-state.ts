/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { UiController, UiState } from '../frontend/types';

/**
 * The controller's state, re-rendered on every `subscribe` notification.
 *
 * @param controller The core's UI controller.
 */
export function useControllerState( controller: UiController ): UiState {
	const [ state, setState ] = useState( controller.getState );
	useEffect( () => {
		// A change between the first render and the subscription is not lost.
		setState( controller.getState() );
		return controller.subscribe( setState );
	}, [ controller ] );
	return state;
}
