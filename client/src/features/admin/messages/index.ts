// What the messages section offers the other sections: the "Napsat rodinám" button.
export { WriteToFamilies } from './WriteToFamilies';
