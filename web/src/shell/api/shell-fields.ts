// The fields of Shell both the signed-in shell and the preview page read. Children are spelled out three
// levels deep because GraphQL has no recursive selection (menus are group > toggle > link at most).
import { graphql } from '@kit/gql';

export const NAV_ITEM_FIELDS = graphql(`
  fragment NavItemFields on NavItem {
    id
    label
    kind
    route
    matches
    exact
    url
    badges {
      badge
      label
      url
    }
    selectBadge
    action
    disabledWhen
    icon
    popover
    pinnedLabel
  }
`);

export const SHELL_FIELDS = graphql(`
  fragment ShellFields on Shell {
    environment
    brand {
      key
      name
      loginBadge
      childBadge
      theme
      logo {
        src
        alt
      }
      favicon {
        default
        redDot
      }
      assistNumber
      helpLinks
    }
    access {
      badges
      products
      cashBadges
      wrapAccess
      cashAccess
    }
    sideNavigation {
      ...NavItemFields
      children {
        ...NavItemFields
        children {
          ...NavItemFields
          children {
            ...NavItemFields
          }
        }
      }
    }
    profileMenu {
      ...NavItemFields
      children {
        ...NavItemFields
      }
    }
    plugins {
      id
      settings
    }
    flags {
      key
      on
    }
    copyOverrides
    idle {
      idleSeconds
      countdownSeconds
    }
  }
`);
