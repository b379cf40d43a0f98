/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';

export interface LoadStateProps {
	/** Why the settings could not be read, in the server's words; null while they load. */
	error: string | null;
}

/**
 * What a settings screen shows before its settings are there: a spinner while they load, or why they could not be
 * read (not dismissible: there is nothing to edit behind it).
 *
 * @param props       The load error, if any.
 * @param props.error
 */
export function LoadState( { error }: LoadStateProps ) {
	return error ? (
		<Notice status="error" isDismissible={ false }>
			{ error }
		</Notice>
	) : (
		<Spinner />
	);
}
