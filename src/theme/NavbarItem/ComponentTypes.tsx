// Ejected (safe; wrapping is forbidden for this mapping): adds the `custom-draupnirVersion` item, the navbar badge naming the Draupnir release these docs describe.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DraupnirVersionNavbarItem from './DraupnirVersionNavbarItem';

export default {
  ...ComponentTypes,
  'custom-draupnirVersion': DraupnirVersionNavbarItem,
};
