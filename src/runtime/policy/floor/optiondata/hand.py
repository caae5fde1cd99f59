"""Hand-written option tables for the tools this image does not carry (helm, kustomize,
skaffold, argocd, packer, vault, aws, az): their common options, from each tool's own
`--help` as documented. An option not listed here is refused, never forwarded; generate a
table from the tool itself once it is installed (tools/option_tables.py), as the image's
tools have. A spec string lists a command's options (policy/floor/grammar.py options()).
"""

# fmt: off
# helm 3 (cobra): its persistent flags, and each command's own.
_HELM_INSTALL = (
    "atomic ca-file= cert-file= create-namespace dependency-update description= devel "
    "disable-openapi-validation dry-run? enable-dns force g,generate-name "
    "insecure-skip-tls-verify key-file= keyring= labels= name-template= no-hooks o,output= "
    "pass-credentials password= plain-http post-renderer= post-renderer-args= "
    "render-subchart-notes replace repo= set= set-file= set-json= set-literal= set-string= "
    "skip-crds skip-schema-validation timeout= username= f,values= verify version= wait "
    "wait-for-jobs"
)
_HELM_CHART = (
    "ca-file= cert-file= devel insecure-skip-tls-verify key-file= keyring= pass-credentials "
    "password= plain-http repo= username= verify version="
)
HELM_GLOBAL = (
    "h,help debug burst-limit= kube-apiserver= kube-as-group= kube-as-user= kube-ca-file= "
    "kube-context= kube-insecure-skip-tls-verify kube-tls-server-name= kube-token= "
    "kubeconfig= n,namespace= qps= registry-config= repository-cache= repository-config="
)
HELM_COMMANDS = {
    "completion": "", "create": "p,starter=", "dependency": "", "dependency build":
    "keyring= skip-refresh verify", "dependency list": "max-col-width=",
    "dependency update": "keyring= skip-refresh verify", "env": "",
    "get": "", "get all": "revision= template=", "get hooks": "revision=",
    "get manifest": "revision=", "get notes": "revision=",
    "get values": "a,all o,output= revision=", "get metadata": "o,output= revision=",
    "help": "", "history": "max= o,output=", "install": _HELM_INSTALL,
    "lint": "kube-version= quiet set= set-file= set-json= set-literal= set-string= strict "
            "f,values= with-subcharts",
    "list": "a,all A,all-namespaces d,date deployed failed filter= m,max= no-headers offset= "
            "o,output= pending r,reverse l,selector= q,short superseded time-format= "
            "uninstalled uninstalling",
    "package": "app-version= u,dependency-update d,destination= key= keyring= "
               "passphrase-file= sign version=",
    "plugin": "", "pull": f"{_HELM_CHART} d,destination= prov untar untardir=",
    "push": "ca-file= cert-file= insecure-skip-tls-verify key-file= plain-http",
    "registry": "", "registry login": "ca-file= cert-file= insecure key-file= password= "
                                      "password-stdin u,username=",
    "registry logout": "", "repo": "", "repo add": "allow-deprecated-repos ca-file= "
    "cert-file= force-update insecure-skip-tls-verify key-file= no-update pass-credentials "
    "password= password-stdin username=", "repo index": "merge= url=",
    "repo list": "o,output=", "repo remove": "", "repo update": "fail-on-repo-update-fail",
    "rollback": "cleanup-on-fail dry-run force history-max= no-hooks recreate-pods timeout= "
                "wait wait-for-jobs",
    "search": "", "search hub": "endpoint= fail-on-no-result list-repo-url max-col-width= "
                                "o,output=",
    "search repo": "devel fail-on-no-result max-col-width= o,output= r,regexp version= "
                   "l,versions",
    "show": "", "show all": _HELM_CHART, "show chart": _HELM_CHART,
    "show crds": _HELM_CHART, "show readme": _HELM_CHART,
    "show values": f"{_HELM_CHART} jsonpath=",
    "status": "o,output= revision= show-desc show-resources",
    "template": f"{_HELM_INSTALL} a,api-versions= include-crds is-upgrade kube-version= "
                "output-dir= release-name s,show-only= skip-tests validate",
    "test": "filter= logs timeout=",
    "uninstall": "cascade= description= dry-run ignore-not-found keep-history no-hooks "
                 "timeout= wait",
    "upgrade": f"{_HELM_INSTALL} cleanup-on-fail history-max= i,install reset-values "
               "reset-then-reuse-values reuse-values",
    "verify": "keyring=", "version": "short template=",
}
HELM_ALIASES = {
    "delete": "uninstall", "del": "uninstall", "un": "uninstall", "ls": "list",
    "hist": "history", "dep": "dependency", "dependencies": "dependency", "fetch": "pull",
    "inspect": "show", "repo ls": "repo list", "repo rm": "repo remove",
    "repo up": "repo update",
}
HELM_MODE = {"plugin": "raw"}

# kustomize 5 (cobra).
KUSTOMIZE_GLOBAL = "h,help stack-trace"
KUSTOMIZE_COMMANDS = {
    "build": "as-current-user enable-alpha-plugins enable-exec enable-helm e,env= "
             "helm-api-versions= helm-command= helm-kube-version= load-restrictor= mount= "
             "network network-name= o,output=",
    "create": "annotations= autodetect labels= nameprefix= namespace= namesuffix= recursive "
              "resources=",
    "edit": "", "edit add": "", "edit set": "", "edit remove": "", "edit fix": "vars",
    "cfg": "", "fn": "", "localize": "no-verify scope=", "version": "short",
    "completion": "", "help": "", "docs-fn": "", "docs-fn-spec": "",
    "docs-io-annotations": "", "docs-merge": "", "docs-merge3": "",
    "tutorials-command-basics": "",
}
KUSTOMIZE_ALIASES = {"b": "build", "init": "create"}

# skaffold 2 (cobra): the options most commands share.
_SKAFFOLD = (
    "assume-yes build-concurrency= cache-artifacts cache-file= cleanup d,default-repo= "
    "detect-minikube digest-source= dry-run enable-rpc file-output= f,filename= "
    "insecure-registry= kube-context= kubeconfig= l,label= m,module= n,namespace= "
    "no-prune no-prune-children o,output= p,profile= port-forward? push q,quiet "
    "remote-cache-dir= rpc-port= status-check t,tag= tail toot wait-for-deletions"
)
SKAFFOLD_GLOBAL = "h,help color= interactive timestamps update-check v,verbosity="
SKAFFOLD_COMMANDS = dict.fromkeys(
    ["apply", "build", "debug", "delete", "deploy", "dev", "render", "run", "test", "verify",
     "diagnose", "exec", "inspect", "lint", "init", "fix"], _SKAFFOLD,
) | {"completion": "", "config": "", "options": "", "schema": "", "survey": "",
     "version": "o,output=", "help": ""}

# argocd 2 (cobra): its persistent flags, and the options of its GROUP VERB commands.
ARGOCD_GLOBAL = (
    "h,help auth-token= client-crt= client-crt-key= config= controller-name= core grpc-web "
    "grpc-web-root-path= H,header= http-retry-max= insecure kube-context= logformat= "
    "loglevel= plaintext port-forward port-forward-namespace= redis-haproxy-name= "
    "redis-name= repo-server-name= server= server-crt= server-name="
)
ARGOCD_COMMON = (
    "N,app-namespace= async cascade dest-name= dest-namespace= dest-server= dry-run force "
    "grpc-web hard-refresh l,selector= local= name= o,output= path= project= "
    "propagation-policy= prune refresh repo= resource= retry-limit= revision= "
    "show-operation show-params sync-policy= timeout= y,yes"
)

# packer and vault (Go's flag package).
PACKER_COMMANDS = {
    "build": "color debug except= force machine-readable on-error= only= parallel-builds= "
             "timestamp-ui var= var-file=",
    "console": "var= var-file= config-type=", "fix": "validate", "fmt": "check diff write "
    "recursive", "hcl2_upgrade": "output-file= with-annotations", "init": "upgrade",
    "inspect": "machine-readable", "plugins": "", "plugins installed": "",
    "plugins required": "", "plugins install": "path= force", "plugins remove": "",
    "validate": "except= only= syntax-only evaluate-datasources no-warn-undeclared-var var= "
                "var-file=",
    "version": "",
}
_VAULT_HTTP = (
    "address= agent-address= ca-cert= ca-path= client-cert= client-key= disable-redirects "
    "format= header= mfa= namespace= non-interactive output-curl-string output-policy "
    "policy-override= tls-server-name= tls-skip-verify unlock-key= wrap-ttl= field= "
    "detailed mount="
)
VAULT_COMMANDS = dict.fromkeys(
    ["read", "write", "delete", "list", "login", "status", "unwrap", "audit", "auth",
     "auth list", "debug", "events", "kv", "kv get", "kv list", "kv metadata", "kv put",
     "kv patch", "kv delete", "kv undelete", "kv destroy", "kv metadata delete",
     "kv rollback", "lease", "monitor", "namespace", "operator", "patch", "path-help",
     "pki", "policy", "policy read", "policy list", "policy delete", "print", "secrets",
     "secrets list", "secrets disable", "token", "token lookup", "token capabilities",
     "token revoke", "transit", "version", "version-history", "hcp", "agent", "server",
     "plugin", "proxy", "ssh"],
    _VAULT_HTTP,
) | {"login": f"{_VAULT_HTTP} method= path= no-print no-store token-only"}

# aws (its own argparse) and az (knack): the global options; an operation's own options are
# not listed, so a command naming one is refused until a table is generated from the tool.
# The options their verb tables read as deleting are among them (`s3 sync --delete`,
# `deployment ... --mode Complete`), and a few operands every service shares.
AWS_GLOBAL = (
    "h,help debug endpoint-url= no-verify-ssl no-paginate output= query= profile= region= "
    "version color= no-sign-request ca-bundle= cli-read-timeout= cli-connect-timeout= "
    "cli-binary-format= no-cli-pager cli-auto-prompt no-cli-auto-prompt "
    "delete recursive dryrun exclude= include= instance-ids= bucket= key= cli-input-json= "
    "cli-input-yaml= generate-cli-skeleton? max-items= page-size= starting-token="
)
AZ_GLOBAL = (
    "h,help debug only-show-errors o,output= query= subscription= verbose "
    "g,resource-group= n,name= l,location= ids= y,yes mode= template-file= template-uri= "
    "p,parameters= delete-destination= no-wait"
)
# fmt: on
