/**
 * Loads something once, however often it is asked; a failed load may be tried again (the network came back).
 *
 * @param load Starts the load.
 */
export function loadOnce< T >( load: () => Promise< T > ): () => Promise< T > {
	let loading: Promise< T > | null = null;
	return () => {
		const current = ( loading ??= load() );
		current.catch( () => {
			if ( loading === current ) {
				loading = null;
			}
		} );
		return current;
	};
}
