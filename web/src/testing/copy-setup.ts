// Tests read the copy catalogue the gateway would serve: the real config/copy/en-AU.json.
import catalogue from '../../../config/copy/en-AU.json';
import { installCopy } from '../kit/copy';

const { $schema: _schema, ...strings } = catalogue;
installCopy(strings);
