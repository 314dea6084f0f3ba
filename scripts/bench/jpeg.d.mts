// Types for jpeg.mjs, for its test (the project's TypeScript does not read JS).
export declare const JPEG_SEGMENT_MAX_BODY: number;
export declare function isJpeg(bytes: Uint8Array): boolean;
export declare function paddingSegments(extra: number): number[];
export declare function padJpeg(jpeg: Uint8Array, size: number): Uint8Array;
export declare function recordsWithPictures(records: number, pictures: number, perRecord: number): Map<number, number>;
