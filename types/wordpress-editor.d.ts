// The editor packages the blocks use that are WordPress globals (`wp.blocks`, `wp.blockEditor`,
// `wp.serverSideRender`), external at build time and not installed in the workspace: the signatures used, typed
// once for every plugin's blocks.
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	export function registerBlockType< Props extends object >(
		name: string,
		settings: {
			edit: ComponentType< Props >;
			save: () => null;
		}
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

	export const InspectorControls: ComponentType< { children?: ReactNode } >;
	export function useBlockProps(
		props?: HTMLAttributes< HTMLElement >
	): HTMLAttributes< HTMLElement >;
}

declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
	} >;
	export default ServerSideRender;
}
