/**
 * Injects markup (admin scripts per category, the banner UI's tags) so that its scripts run in order:
 * an external script is loaded (or fails) before the next one runs, as the parser would have done.
 */

/** Logged when an external script fails to load (spec section 8). */
export const REMOTE_FAILED = 'remote script failed';

/** Logged when a script reports its end twice (spec section 8). */
export const BAD_NESTING = 'Bad script nesting or script finished twice';

/**
 * Replaces an inert script (parsed from markup, or blocked with `type="text/plain"`) by an executable clone.
 * Resolves once it has run: at once for inline and `async` scripts, on `load` or `error` for external ones.
 * Failures are warnings, never errors: the page goes on.
 *
 * @param inert    The script to replace, in the document.
 * @param activate For a blocked script: drop `type` and `data-shop-consent` (a `data-shop-consent-type` becomes
 *                 the new type).
 */
export function runScript(
	inert: HTMLScriptElement,
	activate = false
): Promise< void > {
	const script = inert.ownerDocument.createElement( 'script' );
	for ( const { name, value } of Array.from( inert.attributes ) ) {
		if (
			! activate ||
			( name !== 'type' && name !== 'data-shop-consent' )
		) {
			script.setAttribute( name, value );
		}
	}
	const type = inert.getAttribute( 'data-shop-consent-type' );
	if ( activate && type ) {
		script.type = type;
	}
	script.text = inert.text;
	const waits =
		script.hasAttribute( 'src' ) && ! script.hasAttribute( 'async' );
	if ( waits ) {
		script.async = false;
	}
	return new Promise( ( resolve ) => {
		let done = false;
		const finish = ( event: Event ) => {
			if ( done ) {
				// eslint-disable-next-line no-console -- consent errors are only logged (spec section 8).
				console.warn(
					`Shop Consent: ${ BAD_NESTING } (${ script.src })`
				);
				return;
			}
			done = true;
			if ( event.type === 'error' ) {
				// eslint-disable-next-line no-console -- consent errors are only logged (spec section 8).
				console.warn(
					`Shop Consent: ${ REMOTE_FAILED } (${ script.src })`
				);
			}
			resolve();
		};
		if ( waits ) {
			script.addEventListener( 'load', finish );
			script.addEventListener( 'error', finish );
		}
		inert.replaceWith( script );
		if ( ! waits ) {
			resolve();
		}
	} );
}

/**
 * Runs scripts one after the other.
 *
 * @param scripts  Inert scripts in the document, in document order.
 * @param activate See `runScript()`.
 */
export async function runScripts(
	scripts: HTMLScriptElement[],
	activate = false
): Promise< void > {
	for ( const script of scripts ) {
		await runScript( script, activate );
	}
}

/**
 * Inserts markup into `parent` (before `before`, at the end without it) and runs its scripts in order.
 * Elements whose `id` is already in the document are skipped, so nothing is injected twice.
 *
 * @param markup HTML.
 * @param parent Where it goes.
 * @param before Insert before this child; null to append.
 */
export function injectMarkup(
	markup: string,
	parent: Node,
	before: Node | null = null
): Promise< void > {
	const doc = parent.ownerDocument ?? ( parent as Document );
	const template = doc.createElement( 'template' );
	template.innerHTML = markup;
	const { content } = template;
	for ( const element of Array.from( content.querySelectorAll( '[id]' ) ) ) {
		if ( doc.getElementById( element.id ) ) {
			element.remove();
		}
	}
	const scripts = Array.from( content.querySelectorAll( 'script' ) );
	parent.insertBefore( content, before );
	return runScripts( scripts );
}
