/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { Action } from './use-action';

export interface ActionButtonProps {
	/** The action the button runs (`useAction`). */
	action: Pick< Action< unknown >, 'start' | 'busy' >;
	/** The button's words, translated by the caller. */
	children: ReactNode;
}

/**
 * The button of an admin action beside a settings form (a secondary button): busy while the action runs, and
 * still focusable then, so a keyboard user keeps their place and hears the outcome.
 *
 * @param props          The action and the words.
 * @param props.action   The action.
 * @param props.children The words.
 */
export function ActionButton( { action, children }: ActionButtonProps ) {
	return (
		<Button
			variant="secondary"
			onClick={ action.start }
			isBusy={ action.busy }
			disabled={ action.busy }
			accessibleWhenDisabled
		>
			{ children }
		</Button>
	);
}
