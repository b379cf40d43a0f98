/**
 * Injects markup (scripts an admin entered, the tags of a UI handle) so that its scripts run in order:
 * an external script is loaded (or fails) before the next one runs, as the parser would have done.
 */

/**
 * Internal dependencies
 */
import { warn } from './warn';

/** Logged when an external script fails to load. */
export const REMOTE_FAILED = 'remote script failed';

/** Logged when a script reports its end twice. */
export const BAD_NESTING = 'Bad script nesting or script finished twice';

/**
 * Changes a clone before it replaces the inert script (e.g. gives a blocked script its real `type`).
 */
export type PrepareScript = ( script: HTMLScriptElement ) => void;

/**
 * Replaces an inert script (parsed from markup, or blocked with `type="text/plain"`) by an executable clone with
 * the same attributes and text. Resolves once it has run: at once for inline and `async` scripts, on `load` or
 * `error` for external ones. Failures are warnings, never errors: the page goes on.
 *
 * @param inert   The script to replace, in the document.
 * @param prepare Changes the clone before it is inserted.
 */
export function runScript(
	inert: HTMLScriptElement,
	prepare?: PrepareScript
): Promise< void > {
	const script = inert.ownerDocument.createElement( 'script' );
	for ( const { name, value } of Array.from( inert.attributes ) ) {
		script.setAttribute( name, value );
	}
	script.text = inert.text;
	prepare?.( script );
	const waits =
		script.hasAttribute( 'src' ) && ! script.hasAttribute( 'async' );
	if ( waits ) {
		script.async = false;
	}
	return new Promise( ( resolve ) => {
		let done = false;
		const finish = ( event: Event ) => {
			if ( done ) {
				warn( `${ BAD_NESTING } (${ script.src })` );
				return;
			}
			done = true;
			if ( event.type === 'error' ) {
				warn( `${ REMOTE_FAILED } (${ script.src })` );
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
 * @param scripts Inert scripts in the document, in document order.
 * @param prepare See `runScript()`.
 */
export async function runScripts(
	scripts: HTMLScriptElement[],
	prepare?: PrepareScript
): Promise< void > {
	for ( const script of scripts ) {
		await runScript( script, prepare );
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
