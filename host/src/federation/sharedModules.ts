// What the host offers the remotes as singletons (DESIGN "Runtime composition"): the very module objects
// the shell itself runs on, so a remote's React, router, theme context, i18n instance and realtime bus
// are the host's. Remotes are built without their own copies of these (shared/build/singletons.mjs,
// `hostProvidedSingletons`), so this map must cover that list: sharedModules.test.ts checks it.
//
// This module is only reached through the federation chunk (federationInstance.ts), after the first
// paint; what it alone pulls in (the money helpers, whole-facade exports) stays out of the shell's
// first download.
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as styledComponents from 'styled-components';
import * as i18next from 'i18next';
// The facades (shared/build/facades): the export lists every app agreed on, not the whole package.
import * as reactRouterDom from '@exchange/facade/react-router-dom';
import * as reactI18next from '@exchange/facade/react-i18next';
import * as rxjs from '@exchange/facade/rxjs';
import * as sdk from '@exchange/sdk';
import * as protocol from '@exchange/protocol';
import * as ui from '@exchange/ui';
import * as i18n from '@exchange/i18n';

export const hostSharedModules: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  'styled-components': styledComponents,
  i18next,
  'react-i18next': reactI18next,
  rxjs,
  '@exchange/sdk': sdk,
  '@exchange/protocol': protocol,
  '@exchange/ui': ui,
  '@exchange/i18n': i18n,
};
