// The editor packages this block uses are WordPress globals (`wp.blocks`, `wp.blockEditor`), external at build
// time and not installed in the workspace: the few signatures used, typed here.
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
