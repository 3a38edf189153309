/// <reference types="@rsbuild/core/types" />
/** The release this build is published as (set by the release script). */
declare const __RELEASE_ID__: string;
