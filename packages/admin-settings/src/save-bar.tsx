/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { OutcomeNotice } from './outcome-notice';
import type { SaveResult } from './types';
import './settings-form.scss';

export interface SaveBarProps {
	result: SaveResult;
	onDismiss: () => void;
	isSaving: boolean;
	/** The success notice, "Settings saved." on every screen (as WordPress core), translated by the caller. */
	savedMessage: string;
	/** The button, "Save changes" on every screen of the bundle (as WordPress core), translated by the caller. */
	label: string;
}

/**
 * The foot of a settings form: the outcome of the last save as a dismissible notice (a refusal in the server's
 * words), then the submit button, busy while the request runs. The button stays focusable while disabled, so a
 * keyboard user who pressed it keeps their place and hears the notice.
 *
 * @param props The save state and the texts.
 */
export function SaveBar( props: SaveBarProps ) {
	const { result, onDismiss, isSaving, savedMessage, label } = props;
	return (
		<>
			<OutcomeNotice
				result={ result }
				success={ () => savedMessage }
				onDismiss={ onDismiss }
			/>
			<Button
				variant="primary"
				type="submit"
				isBusy={ isSaving }
				disabled={ isSaving }
				accessibleWhenDisabled
			>
				{ label }
			</Button>
		</>
	);
}
