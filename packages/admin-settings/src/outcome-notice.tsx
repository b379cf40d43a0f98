/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { ActionResult, SaveResult } from './types';

export interface OutcomeNoticeProps< Value > {
	/** The last save's or action's outcome; nothing is shown while it is idle. */
	result: SaveResult | ActionResult< Value >;
	/** The success notice's text, from what the action answered; translated by the caller. */
	success: ( value: Value | undefined ) => ReactNode;
	/** Closes the notice; without it, the notice stays (no dismiss button). */
	onDismiss?: () => void;
}

/**
 * The outcome of a save or an action as one notice: the caller's success text, or the failure in the server's words.
 *
 * @param props The outcome and the texts.
 */
export function OutcomeNotice< Value >( props: OutcomeNoticeProps< Value > ) {
	const { result, success, onDismiss } = props;
	if ( result.status === 'idle' ) {
		return null;
	}
	const failed = result.status === 'error';
	return (
		<Notice
			status={ failed ? 'error' : 'success' }
			isDismissible={ !! onDismiss }
			onRemove={ onDismiss }
		>
			{ failed
				? result.message
				: success( 'value' in result ? result.value : undefined ) }
		</Notice>
	);
}
