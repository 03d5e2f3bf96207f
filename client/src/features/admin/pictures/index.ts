// What the pictures section offers the other sections: an owner's pictures page and manager, the button
// that opens them, the owner's title queries, and where a stored picture is public.
export { OpenPictures } from './OpenPictures';
export { OwnerPicturesPage } from './OwnerPicturesPage';
export { AdminCampTitleDocument, AdminCourseTitleDocument } from './OwnerTitle.generated';
export { default as ownerHeadStyles } from './ownerHead.module.css';
export { PictureManager } from './PictureManager';
export { publicUrl } from './publicUrl';
